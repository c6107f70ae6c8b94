// 个人资料 (/mine/userinfo): avatar (built-in list or an uploaded picture with type and size
// checks and a preview), completion, and the profile fields of the spec; gender, birthday and
// real name are locked once submitted.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import Lock from 'lucide-react/icons/lock';
import Upload from 'lucide-react/icons/upload';
import type { ScreenProps } from '../../../app/areas/types';
import { Button } from '../../../components/Button/Button';
import { chineseDay, DateField } from '../../../components/DatePicker/DatePicker';
import { Dialog } from '../../../components/Dialog/Dialog';
import { LoadState } from '../../../components/LoadState/LoadState';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { Select } from '../../../components/Select/Select';
import { useMemberStore, useRootStore } from '../../../stores';
import { beijingDay } from '../../../stores/cashier/rules';
import { checkImage, type PickedFile } from '../../../stores/member/MemberStore';
import { readString } from '../../../stores/util';
import { fill } from '../../../i18n/screenTexts';
import { AvatarImage, Card, ErrorText, Muted, Page, Row, useFailureText } from '../shared';
import { MaskedValue } from '../MaskedValue';
import { useMemberTexts } from '../texts';
import { design } from '../../../theme/design';

const Head = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: ${design.space.m};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  flex: 1 1 12rem;
  min-width: 0;
  strong {
    font-size: ${design.typography.size.xl};
    overflow-wrap: anywhere;
  }
`;

const Completion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  flex: 1 1 14rem;
  span {
    font-variant-numeric: tabular-nums;
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: ${design.space.s} ${design.space.m};
  margin: 0;
  dt {
    color: ${design.color.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${design.space.xs};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${design.color.link};
  }
`;

const LockNote = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${design.color.textMuted};
  font-size: ${design.typography.size.xs};
`;

const AvatarGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: ${design.space.s};
  button {
    min-height: 44px;
    padding: 2px;
    border: 2px solid transparent;
    border-radius: 50%;
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${design.color.primary};
  }
`;

const UploadLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${design.space.xs};
  min-height: 40px;
  padding: 0 ${design.space.m};
  border: 1px dashed ${design.color.border};
  border-radius: ${design.radius.m};
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

/** The browser file as the store's PickedFile (bytes read as base64 on demand). */
export function pickedFile(file: File): PickedFile {
  return {
    name: file.name,
    type: file.type,
    size: file.size,
    base64: () =>
      new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsDataURL(file);
      }),
  };
}

function AvatarDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const member = useMemberStore();
  const ui = useRootStore().ui;
  const text = useMemberTexts();
  const failureText = useFailureText();
  const [chosen, setChosen] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = readString(member.info, 'name') ?? '';

  useEffect(() => {
    if (open) void member.avatars.ensure();
  }, [open, member]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (f: File | undefined) => {
    setError(null);
    setChosen(null);
    if (!f) return;
    const problem = checkImage(f);
    if (problem) {
      setFile(null);
      setPreview(null);
      setError(text.errors[problem]);
      return;
    }
    setFile(f);
    setPreview(URL.createObjectURL(f));
  };

  const save = async () => {
    const result = file
      ? await member.uploadAvatar(pickedFile(file))
      : chosen !== null
        ? await member.chooseAvatar(chosen)
        : null;
    if (!result) return;
    if (result.ok) {
      ui.success({ text: text.profile.avatarSaved });
      onClose();
    } else setError(failureText(result));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={text.profile.avatarTitle}
      footer={
        <Row>
          <Button variant="secondary" onClick={onClose}>
            {text.common.cancel}
          </Button>
          <Button
            disabled={chosen === null && file === null}
            busy={member.busy === 'avatar'}
            onClick={() => void save()}
          >
            {file ? text.profile.useThis : text.common.save}
          </Button>
        </Row>
      }
    >
      <LoadState
        status={member.avatars.status}
        error={member.avatars.error}
        onRetry={() => void member.avatars.load()}
      >
        <AvatarGrid>
          {(member.avatars.data ?? []).map((a) => (
            <button
              key={a.id}
              type="button"
              aria-pressed={chosen === a.id}
              aria-label={fill(text.profile.avatarChoose, { n: a.id })}
              onClick={() => {
                setChosen(a.id);
                setFile(null);
                setPreview(null);
                setError(null);
              }}
            >
              <AvatarImage url={a.url} name={name} size={56} label="" />
            </button>
          ))}
        </AvatarGrid>
      </LoadState>
      <Row>
        <UploadLabel>
          <Upload size={18} aria-hidden />
          {text.profile.upload}
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif"
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </UploadLabel>
        <Muted>{text.profile.uploadHint}</Muted>
      </Row>
      {preview ? (
        <Row>
          <span>{text.profile.preview}</span>
          <img
            src={preview}
            alt={text.profile.preview}
            width={72}
            height={72}
            style={{ borderRadius: '50%', objectFit: 'cover' }}
          />
        </Row>
      ) : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Dialog>
  );
}

const chineseDayOf = (day: string | null) => (day ? chineseDay(day) : day);

const ProfileForm = observer(function ProfileForm() {
  const member = useMemberStore();
  const ui = useRootStore().ui;
  const text = useMemberTexts();
  const failureText = useFailureText();
  const info = member.info;
  const genderSet = info?.['gender'] === 1 || info?.['gender'] === 2;
  const birthdaySet = Boolean(readString(info, 'birthday'));
  const [gender, setGender] = useState('');
  const [birthday, setBirthday] = useState('');
  const [error, setError] = useState<string | null>(null);
  const birthdayId = useId();
  const clock = useRootStore().clock;
  if (genderSet && birthdaySet) return null;
  // The server refuses a birthday under 18 years: the calendar offers none (Beijing's today).
  const adult = beijingDay(clock.now());
  adult.setFullYear(adult.getFullYear() - 18);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!genderSet && gender === '') return setError(text.profile.chooseGender);
    if (!birthdaySet && birthday === '') return setError(text.profile.chooseBirthday);
    const result = await member.completeProfile({
      ...(genderSet ? {} : { gender: gender === '2' ? 2 : 1 }),
      ...(birthdaySet ? {} : { birthday }),
    });
    if (result.ok) ui.success({ text: text.common.saved });
    else setError(failureText(result));
  };

  return (
    <Card
      as="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      aria-label={text.profile.saveProfile}
    >
      <h2>{text.profile.saveProfile}</h2>
      <Muted>{text.profile.lockedNote}</Muted>
      <Row>
        {!genderSet ? (
          <Select
            label={text.profile.gender}
            value={gender}
            placeholder={text.profile.choosePlaceholder}
            onValueChange={setGender}
            options={[
              { value: '1', label: text.profile.male },
              { value: '2', label: text.profile.female },
            ]}
          />
        ) : null}
        {!birthdaySet ? (
          <div>
            <span id={birthdayId}>{text.profile.birthday}</span>{' '}
            <DateField
              labelledBy={birthdayId}
              label={text.profile.birthday}
              value={birthday}
              onChange={setBirthday}
              placeholder={text.profile.chooseBirthday}
              earliest={new Date(adult.getFullYear() - 100, 0, 1)}
              latest={adult}
            />
          </div>
        ) : null}
      </Row>
      <Muted>{text.profile.birthdayHint}</Muted>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <div>
        <Button type="submit" busy={member.busy === 'profile'}>
          {text.common.save}
        </Button>
      </div>
    </Card>
  );
});

export const UserInfoView = observer(function UserInfoView() {
  const member = useMemberStore();
  const text = useMemberTexts();
  const [avatarOpen, setAvatarOpen] = useState(false);
  const withdrawPassword = useRootStore().site.flags.withdrawPasswordEnabled;
  const info = member.info;
  const status = info ? 'ready' : 'loading';
  const name = readString(info, 'name') ?? '';
  const locked = (
    <LockNote>
      <Lock size={12} aria-hidden />
      {text.common.locked}
    </LockNote>
  );
  const value = (v: ReactNode, lockedWhenSet = false, bindTo?: string) =>
    v ? (
      <>
        {v}
        {lockedWhenSet ? locked : null}
      </>
    ) : (
      <>
        <span>{text.common.notSet}</span>
        {bindTo ? <Link to={bindTo}>{text.profile.goBind}</Link> : null}
      </>
    );
  const gender =
    info?.['gender'] === 1
      ? text.profile.male
      : info?.['gender'] === 2
        ? text.profile.female
        : null;

  return (
    <Page aria-labelledby="userinfo-title">
      <h1 id="userinfo-title">{text.profile.title}</h1>
      <LoadState status={status} onRetry={() => void member.refresh()}>
        <Head>
          <AvatarImage
            url={readString(info, 'avatar')}
            name={name}
            size={72}
            label={text.profile.avatar}
          />
          <Who>
            <strong>{name}</strong>
            <span>
              {text.profile.vip} VIP{member.grade}
            </span>
            <div>
              <Button variant="secondary" size="s" onClick={() => setAvatarOpen(true)}>
                {text.profile.changeAvatar}
              </Button>
            </div>
          </Who>
          <Completion>
            <span>
              {text.profile.completion} {member.completion}%
            </span>
            <ProgressBar value={member.completion} label={text.profile.completion} />
            <Muted>{text.profile.completionHint}</Muted>
          </Completion>
        </Head>
        <Card>
          <Fields>
            <dt>{text.profile.username}</dt>
            <dd>{name}</dd>
            <dt>{text.profile.gender}</dt>
            <dd>{value(gender, true)}</dd>
            <dt>{text.profile.birthday}</dt>
            <dd>{value(chineseDayOf(readString(info, 'birthday')), true)}</dd>
            <dt>{text.profile.registerDate}</dt>
            <dd>{readString(info, 'registerDate') ?? ''}</dd>
            <dt>{text.profile.realName}</dt>
            <dd>
              {value(
                readString(info, 'realName') && <MaskedValue kind="realName" />,
                true,
                '/mine/auth',
              )}
            </dd>
            <dt>{text.profile.phone}</dt>
            <dd>
              {value(
                readString(info, 'phone') && <MaskedValue kind="phone" />,
                false,
                '/mine/auth',
              )}
            </dd>
            <dt>{text.profile.email}</dt>
            <dd>
              {value(
                readString(info, 'email') && <MaskedValue kind="email" />,
                false,
                '/mine/auth',
              )}
            </dd>
            <dt>{text.profile.bankCard}</dt>
            <dd>
              {info?.['bindBankCard'] === true ? (
                text.common.bound
              ) : (
                <>
                  <span>{text.common.notBound}</span>
                  <Link to="/mine/addBankCard">{text.profile.goBind}</Link>
                </>
              )}
            </dd>
            {/* the site's withdrawPasswordEnabled flag off: no withdraw password to show */}
            {withdrawPassword ? (
              <>
                <dt>{text.profile.secondPassword}</dt>
                <dd>
                  {info?.['bindSecondPassword'] === true ? (
                    text.profile.set
                  ) : (
                    <>
                      <span>{text.common.notSet}</span>
                      <Link to="/mine/auth">{text.profile.goSet}</Link>
                    </>
                  )}
                </dd>
              </>
            ) : null}
            <dt>{text.profile.securityLevel}</dt>
            <dd style={{ fontVariantNumeric: 'tabular-nums' }}>{member.securityLevel}%</dd>
          </Fields>
        </Card>
        <ProfileForm />
      </LoadState>
      <AvatarDialog open={avatarOpen} onClose={() => setAvatarOpen(false)} />
    </Page>
  );
});

export default function UserInfo(_props: ScreenProps) {
  return <UserInfoView />;
}
