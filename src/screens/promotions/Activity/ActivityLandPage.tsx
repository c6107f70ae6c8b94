// /activity/activityLandPage/:id
import { screenOf } from './ActivityPage';

export default screenOf('activityLandPage');
