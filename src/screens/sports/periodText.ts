// The translated live period of a match ("上半场 23'"), as the board and home's live strip show it.
import { useMessageText } from '../../i18n/useLanguage';
import { matchPeriodOf } from '../../stores/sports/answers';
import type { Match } from '../../stores/sports/types';

export function usePeriodText(): (match: Match) => string | null {
  const message = useMessageText();
  return (match) => {
    const p = matchPeriodOf(match);
    if (!p) return null;
    const text = message(p.key, p.params);
    return p.minute !== undefined ? `${text} ${p.minute}'` : text;
  };
}
