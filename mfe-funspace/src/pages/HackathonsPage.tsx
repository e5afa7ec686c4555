import { HackathonsScreen } from '../features/hackathons/HackathonsScreen';

export default HackathonsScreen;
