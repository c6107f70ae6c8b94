// /activity/racePage/:id
import { screenOf } from './ActivityPage';

export default screenOf('racePage');
