import { PlayerScreen } from '../features/player/PlayerScreens';

export default PlayerScreen;
