// /activity/bettingGift/:id
import { screenOf } from './ActivityPage';

export default screenOf('bettingGift');
