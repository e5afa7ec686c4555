import { useState } from 'react';
import { HackGrade, T, TFun } from '@school/contracts';
import { Button, toast } from '@school/ui';
import { useApplyToHackMutation, useGetHackApplicationQuery } from '../lib/funspace-api';

const GRADES = Object.values(HackGrade);

/** A student's application to an upcoming or running hackathon, with the chosen grade. */
export function HackApplyBox({ userId, hackId }: { userId: number; hackId: number }) {
  const { data: application } = useGetHackApplicationQuery({ userId, hackId });
  const [apply, { isLoading }] = useApplyToHackMutation();
  const [grade, setGrade] = useState<HackGrade>(HackGrade.Junior);
  const submit = async () => {
    try {
      await apply({ userId, hackId, body: { grade } }).unwrap();
      toast.success(T.toast.saved);
    } catch {
      toast.error(T.toast.error);
    }
  };
  return (
    <div className="fs-row">
      {application && <span className="fs-note" data-testid="hack-applied">{TFun.applied(application.grade)}</span>}
      <select value={grade} onChange={(e) => setGrade(e.target.value as HackGrade)} aria-label={TFun.grade}>
        {GRADES.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </select>
      <Button variant="secondary" onClick={submit} disabled={isLoading}>
        {TFun.apply}
      </Button>
    </div>
  );
}
