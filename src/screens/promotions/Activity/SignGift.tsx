// /activity/signGift/:id
import { screenOf } from './ActivityPage';

export default screenOf('signGift');
