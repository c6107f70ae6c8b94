// /activity/newTask/:id
import { screenOf } from './ActivityPage';

export default screenOf('newTask');
