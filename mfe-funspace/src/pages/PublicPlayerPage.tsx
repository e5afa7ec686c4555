import { PublicPlayerScreen } from '../features/player/PlayerScreens';

export default PublicPlayerScreen;
