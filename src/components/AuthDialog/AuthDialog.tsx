import { FindPassword, type FindPasswordProps } from './FindPassword';
import { LoginRegister, type LoginRegisterProps } from './LoginRegister';
import { NewDevice, type NewDeviceProps } from './NewDevice';

export type AuthMode = 'login_register' | 'find_password' | 'new_device';

export type AuthDialogProps =
  | ({ mode: 'login_register' } & LoginRegisterProps)
  | ({ mode: 'find_password' } & FindPasswordProps)
  | ({ mode: 'new_device' } & NewDeviceProps);

/**
 * The auth dialog (spec section 2): one modal, three modes opened by auth events. Each mode is
 * also usable alone: AuthDialog.LoginRegister, AuthDialog.FindPassword, AuthDialog.NewDevice.
 */
export function AuthDialog(props: AuthDialogProps) {
  switch (props.mode) {
    case 'login_register': {
      const { mode: _mode, ...rest } = props;
      return <LoginRegister {...rest} />;
    }
    case 'find_password': {
      const { mode: _mode, ...rest } = props;
      return <FindPassword {...rest} />;
    }
    case 'new_device': {
      const { mode: _mode, ...rest } = props;
      return <NewDevice {...rest} />;
    }
  }
}

AuthDialog.LoginRegister = LoginRegister;
AuthDialog.FindPassword = FindPassword;
AuthDialog.NewDevice = NewDevice;
