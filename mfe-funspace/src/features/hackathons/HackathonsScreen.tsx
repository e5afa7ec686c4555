import { HackathonList } from '../../components/HackathonList';
import { HackathonShowcase } from '../../components/HackathonShowcase';
import { HackStudentInfo } from './HackStudentInfo';
import '../../components/funspace.css';

/** /hackathons: the hackathon list (with a student's grade and the course materials) and the winners' showcase. */
export function HackathonsScreen() {
  return (
    <section className="fs">
      <HackathonList studentInfo={(userId, hackId) => <HackStudentInfo userId={userId} hackId={hackId} />} />
      <HackathonShowcase playerBase="player" />
    </section>
  );
}
