// The country areas of a phone number (spec section 3: areaName, areaCode, regex), as the server
// lists them (queryCountryArea): the security page's binding and find-password by phone choose
// from the same list, and check the number by the chosen area's regex.
import { DEFAULT_AREA, type CountryArea } from '../../domain';
import type { RootStore } from '../RootStore';

/** Every area of the site; +86 alone when the server lists none. */
export async function loadCountryAreas(root: RootStore): Promise<CountryArea[]> {
  const list = await root.call('siteCountryAreaQueryCountryArea', { area: '' });
  return list.length > 0 ? list : [DEFAULT_AREA];
}
