// The design system and the product's dialogs (presentational: state and callbacks as props).
// The connected dialog layer over the stores is src/app/AppDialogs.tsx.
export { Amount } from './Amount/Amount';
export { AgreementDialog, type AgreementDoc } from './AgreementDialog/AgreementDialog';
export { AuthDialog, type AuthMode } from './AuthDialog/AuthDialog';
export { FindPassword, type FindStep, type FindWay } from './AuthDialog/FindPassword';
export {
  LoginRegister,
  type AuthTab,
  type LoginValues,
  type RegisterValues,
} from './AuthDialog/LoginRegister';
export { NewDevice, type CodeChannel } from './AuthDialog/NewDevice';
export { BindRealNameDialog } from './BindRealNameDialog/BindRealNameDialog';
export { Button, type ButtonProps } from './Button/Button';
export {
  CaptchaDialog,
  captchaErrorText,
  type CaptchaSolution,
  type SliderCaptchaAdapter,
} from './CaptchaDialog/CaptchaDialog';
export { Checkbox } from './Checkbox/Checkbox';
export { CodeInput } from './CodeInput/CodeInput';
export { CountdownButton } from './CountdownButton/CountdownButton';
export { CustomerServiceNotice, openExternal } from './CustomerServiceNotice/CustomerServiceNotice';
export { DataErrorDialog } from './DataErrorDialog/DataErrorDialog';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { Empty } from './Empty/Empty';
export { Input, type InputProps } from './Input/Input';
export { LoadingToast, Spinner } from './LoadingToast/LoadingToast';
export { LoginRequiredDialog } from './LoginRequiredDialog/LoginRequiredDialog';
export { Pagination } from './Pagination/Pagination';
export { PasswordInput } from './PasswordInput/PasswordInput';
export { ProgressBar } from './ProgressBar/ProgressBar';
export { SecurityCheckDialog } from './SecurityCheckDialog/SecurityCheckDialog';
export { CountryAreaSelect } from './Select/CountryAreaSelect';
export { Select, type SelectOption } from './Select/Select';
export { Skeleton, SkeletonBlock } from './Skeleton/Skeleton';
export { Table, type Column } from './Table/Table';
export { Tabs, type TabItem } from './Tabs/Tabs';
export { Tag, type TagTone } from './Tag/Tag';
export { TipsDialog } from './TipsDialog/TipsDialog';
export { Toaster, useToastQueue, type ToastItem, type ToastType } from './Toast/Toast';
export { TransferInDialog, balanceToAmount } from './TransferInDialog/TransferInDialog';
export { VenueEntryOverlay } from './VenueEntryOverlay/VenueEntryOverlay';
export { VoiceCodeDialog } from './VoiceCodeDialog/VoiceCodeDialog';
export { useMessage } from './shared/useMessage';
export { digitsOnly, decimalAmount, noWhitespace } from './shared/filters';
export { Artwork, CATEGORY_ICONS, type ArtKind, type ArtworkProps } from './Artwork/Artwork';
export { TeamMark, type TeamMarkProps } from './TeamMark/TeamMark';
export { LoadState, type LoadStateProps, type LoadStateStatus } from './LoadState/LoadState';
