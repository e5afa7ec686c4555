import { useState } from 'react';
import { T, TFun, type HackEventDto } from '@school/contracts';
import { Button, toast } from '@school/ui';
import {
  useApplyToHackMutation,
  useGetHackApplicationQuery,
  useGetHackSubmissionQuery,
  useGetProjectsQuery,
  useSubmitToHackMutation,
} from '../lib/funspace-api';

/**
 * A student's application to an upcoming or running hackathon, then the project submission. The
 * grade is not chosen here: the server derives it from the student's age (or a teacher sets it),
 * and the application shows it.
 */
export function HackApplyBox({ userId, hack }: { userId: number; hack: HackEventDto }) {
  const hackId = hack.id;
  const { data: application } = useGetHackApplicationQuery({ userId, hackId });
  const [apply, { isLoading }] = useApplyToHackMutation();
  const submit = async () => {
    try {
      await apply({ userId, hackId, body: {} }).unwrap();
      toast.success(T.toast.saved);
    } catch {
      toast.error(T.toast.error);
    }
  };
  return (
    <div className="fs-form">
      <div className="fs-row">
        {application && <span className="fs-note" data-testid="hack-applied">{TFun.applied(application.grade)}</span>}
        {/* Applying again is harmless: an existing application keeps its grade. */}
        <Button variant="secondary" onClick={submit} disabled={isLoading}>
          {TFun.apply}
        </Button>
      </div>
      {application && hack.nominations.length > 0 && <HackSubmitBox userId={userId} hack={hack} />}
    </div>
  );
}

/** Submits one of the student's own projects to a nomination (a new submission replaces the old one). */
function HackSubmitBox({ userId, hack }: { userId: number; hack: HackEventDto }) {
  const { data: projects } = useGetProjectsQuery({ userId, filter: 'all' });
  const { data: submission } = useGetHackSubmissionQuery({ userId, hackId: hack.id });
  const [send, { isLoading }] = useSubmitToHackMutation();
  const [projectId, setProjectId] = useState(0);
  const [nominationId, setNominationId] = useState(0);
  const own = projects ?? [];
  const submittedProject = submission ? own.find((p) => p.id === submission.projectId) : undefined;
  const submittedNomination = submission ? hack.nominations.find((n) => n.id === submission.nominationId) : undefined;

  const submit = async () => {
    try {
      await send({ userId, hackId: hack.id, body: { projectId, nominationId } }).unwrap();
      toast.success(T.toast.saved);
    } catch {
      toast.error(T.toast.error);
    }
  };

  return (
    <div className="fs-form" data-testid="hack-submit">
      <strong>{TFun.submitTitle}</strong>
      {submittedProject && submittedNomination && (
        <span className="fs-note" data-testid="hack-submitted">
          {TFun.submitted(submittedProject.title, submittedNomination.title)}
        </span>
      )}
      {own.length === 0 ? (
        <span className="fs-note">{TFun.noOwnProjects}</span>
      ) : (
        <div className="fs-row">
          <select value={projectId} onChange={(e) => setProjectId(Number(e.target.value))} aria-label={TFun.chooseProject}>
            <option value={0}>{TFun.chooseProject}</option>
            {own.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
          <select value={nominationId} onChange={(e) => setNominationId(Number(e.target.value))} aria-label={TFun.chooseNomination}>
            <option value={0}>{TFun.chooseNomination}</option>
            {hack.nominations.map((n) => (
              <option key={n.id} value={n.id}>
                {n.title}
              </option>
            ))}
          </select>
          <Button variant="secondary" onClick={submit} disabled={isLoading || !projectId || !nominationId}>
            {TFun.submitProject}
          </Button>
        </div>
      )}
    </div>
  );
}
