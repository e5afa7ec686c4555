import { FunSpaceHome } from '../features/home/FunSpaceHome';

export default FunSpaceHome;
