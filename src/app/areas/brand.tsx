// Brand pages: loading, 合营计划 (/agent), 赞助 (/sponsor), APP下载 (/download).
import type { ScreenLoaders } from './types';

export const brandScreens: ScreenLoaders = {
  loading: () => import('../../screens/brand/Loading/Loading'),
  venture: () => import('../../screens/brand/Venture/Venture'),
  sponsor: () => import('../../screens/brand/Sponsor/Sponsor'),
  appdownload: () => import('../../screens/brand/AppDownload/AppDownload'),
};
