import { makeAutoObservable } from 'mobx';
import type { MessageKey } from '../../domain/messages';
import type { Clock, TimerHandle } from '../deps';

export const CODE_COUNTDOWN_SECONDS = 60;

export type CountdownPhase = 'idle' | 'counting' | 'again';

/** The idle and again labels as message keys (获取验证码, 重新获取), translated by the components. */
export const COUNTDOWN_TEXTS = {
  idle: 'codeGet',
  again: 'codeGetAgain',
} as const satisfies Record<Exclude<CountdownPhase, 'counting'>, MessageKey>;

/**
 * The get-code button (spec section 4): idle ("get verification code"), counting down 60 s,
 * then "get again".
 */
export class CodeCountdown {
  phase: CountdownPhase = 'idle';
  secondsLeft = 0;
  private timer: TimerHandle | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly seconds = CODE_COUNTDOWN_SECONDS,
  ) {
    makeAutoObservable<CodeCountdown, 'clock' | 'timer' | 'seconds'>(this, {
      clock: false,
      timer: false,
      seconds: false,
    });
  }

  get counting(): boolean {
    return this.phase === 'counting';
  }

  /** The button label: a count ("59s") while counting, else the idle or again MessageKey. */
  get label(): MessageKey | string {
    if (this.phase === 'counting') return `${this.secondsLeft}s`;
    return COUNTDOWN_TEXTS[this.phase];
  }

  start(): void {
    this.stopTimer();
    this.phase = 'counting';
    this.secondsLeft = this.seconds;
    this.timer = this.clock.setInterval(() => this.tick(), 1000);
  }

  tick(): void {
    if (this.phase !== 'counting') return;
    this.secondsLeft -= 1;
    if (this.secondsLeft <= 0) {
      this.stopTimer();
      this.secondsLeft = 0;
      this.phase = 'again';
    }
  }

  reset(): void {
    this.stopTimer();
    this.phase = 'idle';
    this.secondsLeft = 0;
  }

  private stopTimer(): void {
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
  }
}
