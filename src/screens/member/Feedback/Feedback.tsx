// 意见反馈 (/mine/feedback): a type, the text (at most 500 characters, counted), up to three
// images uploaded through the upload call (type and size checked first), then submit; a link
// to the list shows the new replies.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import type { ScreenProps } from '../../../app/areas/types';
import { Button } from '../../../components/Button/Button';
import { Select } from '../../../components/Select/Select';
import { fill } from '../../../i18n/screenTexts';
import { formatCny } from '../../../domain';
import { useInboxStore, useMemberStore, useRootStore } from '../../../stores';
import {
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_LENGTH,
  type FeedbackType,
} from '../../../stores/member/FeedbackStore';
import type { MemberResult } from '../../../stores/member/MemberStore';
import { pickedFile } from '../UserInfo/UserInfo';
import { Card, ErrorText, Muted, Page, Row, useFailureText } from '../shared';
import { useMemberTexts, type MemberTexts } from '../texts';
import { design } from '../../../theme/design';

const Area = styled.textarea`
  width: 100%;
  min-height: 8rem;
  padding: ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.inputBackground};
  color: ${design.color.text};
  font: inherit;
  resize: vertical;
  box-sizing: border-box;
`;

const Count = styled.span`
  align-self: flex-end;
  color: ${design.color.textMuted};
  font-size: ${design.typography.size.s};
  font-variant-numeric: tabular-nums;
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.s};
  li {
    position: relative;
  }
  img {
    width: 80px;
    height: 80px;
    object-fit: cover;
    border-radius: ${design.radius.m};
    border: 1px solid ${design.color.border};
  }
  li > button {
    position: absolute;
    top: -10px;
    right: -10px;
    width: 40px;
    height: 40px;
    display: grid;
    place-items: center;
    border: 0;
    border-radius: 50%;
    background: transparent;
    cursor: pointer;
    color: ${design.color.text};
  }
  li > button span {
    display: grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${design.color.surfaceRaised};
    border: 1px solid ${design.color.border};
  }
`;

const AddImage = styled.label`
  width: 80px;
  height: 80px;
  display: grid;
  place-items: center;
  border: 1px dashed ${design.color.border};
  border-radius: ${design.radius.m};
  color: ${design.color.textMuted};
  cursor: pointer;
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  &:focus-within {
    outline: 2px solid ${design.color.focus};
  }
`;

const LOCAL: Record<string, keyof MemberTexts['feedback']> = {
  typeRequired: 'typeRequired',
  contentRequired: 'contentRequired',
  tooLong: 'tooLong',
  tooMany: 'tooMany',
};

/** The choice of citing no bet (a Select option cannot have an empty value). */
const NO_BET = 'none';

export function feedbackTypeLabel(text: MemberTexts, type: number): string {
  const key = `t${type}` as 't1' | 't2' | 't3' | 't4' | 't5';
  return text.feedback[key] ?? text.feedback.t5;
}

export const FeedbackView = observer(function FeedbackView() {
  const member = useMemberStore();
  const inbox = useInboxStore();
  const ui = useRootStore().ui;
  const navigate = useNavigate();
  const text = useMemberTexts();
  const failureText = useFailureText();
  const store = member.feedback;
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [bet, setBet] = useState(NO_BET);
  useEffect(() => void store.bets.ensure(), [store]);
  const bets = store.bets.data ?? [];
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const contentId = useId();

  const errorOf = (result: MemberResult): string => {
    if (result.ok) return '';
    const local = LOCAL[result.message];
    return local ? text.feedback[local] : failureText(result);
  };

  const add = async (file: File | undefined) => {
    if (!file) return;
    setErrors((e) => ({ ...e, images: null }));
    const result = await store.addImage(pickedFile(file));
    if (!result.ok) setErrors((e) => ({ ...e, images: errorOf(result) }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const t = type === '' ? null : (Number(type) as FeedbackType);
    const result = await store.submit(t, content, bet === NO_BET ? null : bet);
    if (!result.ok) return setErrors({ [result.field ?? 'form']: errorOf(result) });
    ui.success({ text: text.feedback.submitted });
    setContent('');
    setType('');
    setBet(NO_BET);
    void navigate('/mine/feedback/list');
  };

  return (
    <Page aria-labelledby="feedback-title">
      <Row style={{ justifyContent: 'space-between' }}>
        <h1 id="feedback-title">{text.feedback.title}</h1>
        <Link to="/mine/feedback/list">
          {inbox.feedbackUnread > 0
            ? fill(text.feedback.listUnread, { n: inbox.feedbackUnread })
            : text.feedback.list}
        </Link>
      </Row>
      <Card as="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate>
        <Select
          label={text.feedback.type}
          value={type}
          placeholder={text.feedback.typePlaceholder}
          onValueChange={setType}
          options={[1, 2, 3, 4, 5].map((n) => ({
            value: String(n),
            label: feedbackTypeLabel(text, n),
          }))}
        />
        {errors['type'] ? <ErrorText role="alert">{errors['type']}</ErrorText> : null}
        {bets.length > 0 ? (
          <>
            <Select
              label={text.feedback.bet}
              value={bet}
              placeholder={text.feedback.betPlaceholder}
              onValueChange={setBet}
              options={[
                { value: NO_BET, label: text.feedback.betNone },
                ...bets.map((b) => ({
                  value: b.orderNo,
                  label: fill(text.feedback.betOption, {
                    game: b.gameName,
                    amount: formatCny(b.betAmount),
                    time: b.betTime,
                  }),
                })),
              ]}
            />
            <Muted>{text.feedback.betHint}</Muted>
          </>
        ) : null}
        <label htmlFor={contentId}>{text.feedback.content}</label>
        <Area
          id={contentId}
          value={content}
          placeholder={text.feedback.contentPlaceholder}
          maxLength={FEEDBACK_MAX_LENGTH}
          aria-invalid={errors['content'] ? true : undefined}
          onChange={(e) => setContent(e.target.value.slice(0, FEEDBACK_MAX_LENGTH))}
        />
        <Count aria-live="polite">{fill(text.feedback.count, { n: content.length })}</Count>
        {errors['content'] ? <ErrorText role="alert">{errors['content']}</ErrorText> : null}
        <span>{text.feedback.images}</span>
        <Thumbs aria-label={text.feedback.images}>
          {store.images.map((img, i) => (
            <li key={img.url}>
              <img src={img.url} alt={fill(text.feedback.imageAlt, { n: i + 1 })} />
              <button
                type="button"
                aria-label={fill(text.feedback.removeImage, { n: i + 1 })}
                onClick={() => store.removeImage(img.url)}
              >
                <span>
                  <X size={14} aria-hidden />
                </span>
              </button>
            </li>
          ))}
          {store.images.length < FEEDBACK_MAX_IMAGES ? (
            <li>
              <AddImage aria-busy={store.uploading}>
                <ImagePlus size={24} aria-hidden />
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                  {store.uploading ? text.feedback.uploading : text.feedback.addImage}
                </span>
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/gif"
                  disabled={!store.canAddImage}
                  onChange={(e) => {
                    void add(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </AddImage>
            </li>
          ) : null}
        </Thumbs>
        <Muted>{text.profile.uploadHint}</Muted>
        {errors['images'] ? <ErrorText role="alert">{errors['images']}</ErrorText> : null}
        {errors['form'] ? <ErrorText role="alert">{errors['form']}</ErrorText> : null}
        <div>
          <Button type="submit" busy={store.submitting} disabled={store.uploading}>
            {text.feedback.submit}
          </Button>
        </div>
      </Card>
    </Page>
  );
});

export default function Feedback(_props: ScreenProps) {
  return <FeedbackView />;
}
