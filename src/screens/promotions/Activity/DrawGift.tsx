// /activity/drawGift/:id
import { screenOf } from './ActivityPage';

export default screenOf('drawGift');
