// /activity/firstDeposit/:id
import { screenOf } from './ActivityPage';

export default screenOf('firstDeposit');
