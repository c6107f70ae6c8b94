import { useState, type FormEvent } from 'react';
import type { MessageKey, Validation } from '../../domain';

/**
 * One text field checked by a domain validator on submit (the single-field dialogs): typing
 * clears the error; a valid value leaves through onValid, an invalid one shows its MessageKey.
 */
export function useValidatedField<T>(
  validate: (input: string) => Validation<T>,
  onValid: (value: T) => void,
) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);

  const change = (next: string) => {
    setValue(next);
    setError(null);
  };

  const submit = () => {
    const checked = validate(value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    onValid(checked.value);
  };

  /** For a form's onSubmit: Enter in the field submits without reloading the page. */
  const submitForm = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return { value, setValue, error, change, submit, submitForm };
}
