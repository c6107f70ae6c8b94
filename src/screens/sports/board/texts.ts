// Texts of the phone's filter bar and its sheet (board/PhoneFilters), simplified and traditional;
// kept apart from the board's texts: the bar loads on narrow windows only, after the first paint.
import { defineTexts } from '../../../i18n/screenTexts';

const zhCN = {
  filters: '筛选',
  filtersCount: '筛选 ({{n}})',
  filtersTitle: '筛选赛事',
  closeFilters: '关闭筛选',
};

export const phoneFilterTexts = defineTexts(zhCN, {
  filters: '篩選',
  filtersCount: '篩選 ({{n}})',
  filtersTitle: '篩選賽事',
  closeFilters: '關閉篩選',
});
