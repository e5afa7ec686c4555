import { HackathonList } from '../../components/HackathonList';
import { HackathonShowcase } from '../../components/HackathonShowcase';
import '../../components/funspace.css';

/** /hackathons: the hackathon list and the winners' showcase. */
export function HackathonsScreen() {
  return (
    <section className="fs">
      <HackathonList />
      <HackathonShowcase playerBase="player" />
    </section>
  );
}
