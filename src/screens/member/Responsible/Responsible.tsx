// 博彩责任 (/mine/responsible, issue 12): deposit limits (daily, weekly, monthly) and a daily loss
// limit (a decrease at once, an increase after 24 hours, shown as waiting), the reality-check
// interval (off, 30 or 60 minutes), time-out (24 h, 7 d, 30 d) and self-exclusion (6 m, 1 y, 5 y)
// behind a confirmation; a time-out logs the player out. Linked from the help page 博彩责任.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ScreenProps } from '../../../app/areas/types';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { LoadState } from '../../../components/LoadState/LoadState';
import { TipsDialog } from '../../../components/TipsDialog/TipsDialog';
import { fill } from '../../../i18n/screenTexts';
import { useMemberStore, useRootStore } from '../../../stores';
import {
  checkLimitText,
  EXCLUSION_PERIODS,
  isIncrease,
  LIMIT_FIELDS,
  TIMEOUT_PERIODS,
  type LimitField,
  type PausePeriod,
  type RealityInterval,
  type ResponsibleData,
} from '../../../stores/member/ResponsibleStore';
import { Card, ErrorText, Form, Muted, Page, Row, useFailureText } from '../shared';
import { useMemberTexts, type MemberTexts } from '../texts';
import { design } from '../../../theme/design';

type Texts = MemberTexts['responsible'];

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.s} ${design.space.m};
  legend {
    padding: 0;
    margin-bottom: ${design.space.xs};
    font-weight: ${design.typography.weight.bold};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${design.space.xs};
    min-height: 2.75rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.s};
`;

const PERIOD_KEYS = {
  '24h': 'p24h',
  '7d': 'p7d',
  '30d': 'p30d',
  '6m': 'p6m',
  '1y': 'p1y',
  '5y': 'p5y',
} as const satisfies Record<PausePeriod, keyof Texts>;

const USED: Record<LimitField, keyof ResponsibleData['usage']> = {
  depositDaily: 'depositDay',
  depositWeekly: 'depositWeek',
  depositMonthly: 'depositMonth',
  lossDaily: 'lossDay',
};

type Fields = Record<LimitField, string>;

const fieldsOf = (d: ResponsibleData | null): Fields => ({
  depositDaily: d?.depositDaily == null ? '' : String(d.depositDaily),
  depositWeekly: d?.depositWeekly == null ? '' : String(d.depositWeekly),
  depositMonthly: d?.depositMonthly == null ? '' : String(d.depositMonthly),
  lossDaily: d?.lossDaily == null ? '' : String(d.lossDaily),
});

const LimitsForm = observer(function LimitsForm({
  data,
  text,
}: {
  data: ResponsibleData;
  text: Texts;
}) {
  const rp = useMemberStore().responsible;
  const ui = useRootStore().ui;
  const failureText = useFailureText();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(data));
  const [reality, setReality] = useState<RealityInterval>(data.realityCheck as RealityInterval);
  const [errors, setErrors] = useState<Partial<Record<LimitField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setDone(null);
    const next: Partial<Record<LimitField, number | null>> = {};
    const errs: Partial<Record<LimitField, string>> = {};
    for (const f of LIMIT_FIELDS) {
      const c = checkLimitText(fields[f]);
      if (c.ok) next[f] = c.value;
      else errs[f] = text[c.error];
    }
    setErrors(errs);
    if (Object.keys(errs).length > 0) return;
    const input = {
      depositDaily: next.depositDaily ?? null,
      depositWeekly: next.depositWeekly ?? null,
      depositMonthly: next.depositMonthly ?? null,
      lossDaily: next.lossDaily ?? null,
      realityCheck: reality,
    };
    const waits = LIMIT_FIELDS.some((f) => isIncrease(data[f], input[f]));
    const result = await rp.saveLimits(input);
    if (result.ok) {
      const message = waits ? text.savedPending : text.saved;
      ui.success({ text: message });
      setDone(message);
      const saved = rp.settings.data;
      if (saved) setFields(fieldsOf(saved));
    } else if (result.message !== '') setFailure(failureText(result));
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="limits-title">
      <h2 id="limits-title">{text.limitsTitle}</h2>
      <Muted>{text.limitsHint}</Muted>
      {LIMIT_FIELDS.map((f) => {
        const pending = data.pending.find((p) => p.field === f);
        return (
          <Input
            key={f}
            label={text[f]}
            placeholder={text.placeholder}
            value={fields[f]}
            onChange={(v) => setFields((old) => ({ ...old, [f]: v }))}
            inputMode="numeric"
            maxLength={9}
            suffix={text.yuan}
            error={errors[f] ?? null}
            hint={
              <>
                {fill(text.used, { used: data.usage[USED[f]] })}
                {pending ? (
                  <>
                    {' · '}
                    {fill(text.pending, {
                      time: pending.effectiveTime,
                      amount:
                        pending.amount === null ? text.noLimit : `${pending.amount}${text.yuan}`,
                    })}
                  </>
                ) : null}
              </>
            }
          />
        );
      })}
      <Choices>
        <legend>{text.realityTitle}</legend>
        {([0, 30, 60] as const).map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="reality-check"
              value={m}
              checked={reality === m}
              onChange={() => setReality(m)}
            />
            {m === 0 ? text.realityOff : m === 30 ? text.reality30 : text.reality60}
          </label>
        ))}
      </Choices>
      <Muted>{text.realityHint}</Muted>
      {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      {done ? <Muted role="status">{done}</Muted> : null}
      <Button type="submit" disabled={rp.saving}>
        {text.save}
      </Button>
    </Form>
  );
});

const PauseCard = observer(function PauseCard({ text }: { text: Texts }) {
  const rp = useMemberStore().responsible;
  const ui = useRootStore().ui;
  const failureText = useFailureText();
  const [chosen, setChosen] = useState<PausePeriod | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const exclusion = chosen !== null && EXCLUSION_PERIODS.includes(chosen);
  const what = exclusion ? text.whatExclude : text.whatPause;

  const confirm = async (period: PausePeriod) => {
    setFailure(null);
    const w = EXCLUSION_PERIODS.includes(period) ? text.whatExclude : text.whatPause;
    const result = await rp.pause(period);
    if (result.ok)
      ui.success({ text: fill(text.pausedToast, { what: w, until: result.until ?? '' }) });
    else if (result.message !== '') setFailure(failureText(result));
  };

  const group = (periods: readonly PausePeriod[], button: string) => (
    <Buttons>
      {periods.map((p) => (
        <Button key={p} variant="secondary" disabled={rp.pausing} onClick={() => setChosen(p)}>
          {fill(button, { period: text[PERIOD_KEYS[p]] })}
        </Button>
      ))}
    </Buttons>
  );

  return (
    <>
      <Card as="section" aria-labelledby="pause-title">
        <h2 id="pause-title">{text.pauseTitle}</h2>
        <Muted>{text.pauseHint}</Muted>
        {group(TIMEOUT_PERIODS, text.pauseButton)}
      </Card>
      <Card as="section" aria-labelledby="exclusion-title">
        <h2 id="exclusion-title">{text.exclusionTitle}</h2>
        <Muted>{text.exclusionHint}</Muted>
        {group(EXCLUSION_PERIODS, text.excludeButton)}
        {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      </Card>
      <TipsDialog
        open={chosen !== null}
        onOpenChange={(open) => (open ? undefined : setChosen(null))}
        title={exclusion ? text.confirmExcludeTitle : text.confirmPauseTitle}
        showCancel
        message={chosen ? fill(text.confirmText, { what, period: text[PERIOD_KEYS[chosen]] }) : ''}
        onCancel={() => setChosen(null)}
        onConfirm={() => {
          const p = chosen;
          setChosen(null);
          if (p) void confirm(p);
        }}
      />
    </>
  );
});

export const ResponsibleView = observer(function ResponsibleView() {
  const rp = useMemberStore().responsible;
  const text = useMemberTexts().responsible;
  useEffect(() => void rp.settings.load(), [rp]);
  const data = rp.settings.data;
  return (
    <Page aria-labelledby="responsible-title">
      <Row style={{ justifyContent: 'space-between' }}>
        <h1 id="responsible-title">{text.title}</h1>
        <Link to="/app/help/bczr">{text.help}</Link>
      </Row>
      <Muted>{text.intro}</Muted>
      <Card as="section" aria-label={text.limitsTitle}>
        <LoadState
          status={rp.settings.status}
          error={rp.settings.error}
          onRetry={() => void rp.settings.load()}
        >
          {data ? <LimitsForm data={data} text={text} /> : null}
        </LoadState>
      </Card>
      <PauseCard text={text} />
    </Page>
  );
});

export default function Responsible(_props: ScreenProps) {
  return <ResponsibleView />;
}
