// 热门直播: one in-play match's detail (video/hotLive/matchDetail: league, teams, kick-off, live
// state and score), one loader a match and root.
import type { OperationResponseData } from '../../sdk/operations.generated';
import type { RootStore } from '../RootStore';
import { Loadable } from '../load/Loadable';

export type HotLiveDetail = OperationResponseData<'videoHotLiveMatchDetail'>;

const loaders = new WeakMap<RootStore, Map<string, Loadable<HotLiveDetail>>>();

export function hotLiveDetail(root: RootStore, matchId: string): Loadable<HotLiveDetail> {
  let byMatch = loaders.get(root);
  if (!byMatch) {
    byMatch = new Map();
    loaders.set(root, byMatch);
  }
  let detail = byMatch.get(matchId);
  if (!detail) {
    detail = new Loadable(() => root.call('videoHotLiveMatchDetail', { matchId }));
    byMatch.set(matchId, detail);
  }
  return detail;
}
