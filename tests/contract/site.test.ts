import { describe, it } from 'vitest';
import { newPact, runCase } from './support/pact';
import { STATE } from './support/states';

const pact = newPact();

describe('site-api: site', () => {
  it('lists the main menu with its venues', () =>
    runCase(pact, { id: 'advertisingNavigationList', state: STATE.visitor }));
  it('reads the sponsor page', () =>
    runCase(pact, { id: 'advertisingSponsorContent', state: STATE.visitor }));
  it('reads the discount page banners', () =>
    runCase(pact, { id: 'advertisingGetMyDiscountAd', state: STATE.promotion, loggedIn: false }));
  it('pages the notices', () =>
    runCase(pact, { id: 'advertisingQueryNoticeListByPage', state: STATE.visitor }));
  it('gets the customer service address', () =>
    runCase(pact, { id: 'configurationOnlinecustomservice', state: STATE.visitor }));
  it('gets the pre-info with the site flags', () =>
    runCase(pact, { id: 'configurationPreInfo', state: STATE.visitor }));
  it('lists the country areas', () =>
    runCase(pact, { id: 'siteCountryAreaQueryCountryArea', state: STATE.visitor }));
  it('decrypts one field for a logged-in player', () =>
    runCase(pact, { id: 'commonSingleDataDecryption', state: STATE.player }));
  it('uploads an image', () => runCase(pact, { id: 'userUploadUploadImage', state: STATE.player }));
});
