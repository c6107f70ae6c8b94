// Every area's stores registered at once, for tests and stories (the site registers each with
// the screens that use it; see src/stores/features.ts).
import './cashier/register';
import './chat/register';
import './lobby/register';
import './member/register';
import './promotions/register';
import './session/register';
import './sports/register';
