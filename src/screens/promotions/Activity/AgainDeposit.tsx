// /activity/againDeposit/:id
import { screenOf } from './ActivityPage';

export default screenOf('againDeposit');
