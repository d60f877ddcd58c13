import { useId, type ChangeEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useCustomValidity } from '../use-custom-validity.ts';
import type { useSuggestionCombobox } from './use-suggestion-combobox.ts';
import { tokens } from '../tokens.ts';

/** The form-facing options every step shares. */
export interface StepFieldOptions {
  /** What the form must be told before it may be sent (`''` when the field is acceptable). */
  validationMessage: string;
  /** The result line under the field; `''` shows none. */
  resultText: string;
  isLoading: boolean;
  required: boolean | undefined;
  /** An error that a form library owns: marks the field invalid (`aria-invalid`). */
  isInvalid: boolean | undefined;
  /** The form library's error text, part of the input's description. */
  errorMessage: ReactNode;
}

type InputProps = {
  ref?: Ref<HTMLInputElement> | undefined;
  'aria-describedby'?: string | undefined;
  onChange?: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
} & Record<string, unknown>;

/**
 * The wiring of a step's input to its form: the custom validity (so a native submit stops at the field), the
 * result line and the form library's error as the input's description (merged with the caller's), `aria-invalid`,
 * `aria-busy` and `required`; with the core's label, menu and option getters, the prop getters a step returns. The
 * house-number, street and postal-area steps share it.
 */
export function useStepField<T>(core: ReturnType<typeof useSuggestionCombobox<T>>, options: StepFieldOptions) {
  useCustomValidity(core.inputRef, options.validationMessage);
  const resultId = useId();
  const errorId = useId();
  const hasErrorMessage = options.errorMessage !== undefined && options.errorMessage !== null && options.errorMessage !== false;
  const getters = {
    getLabelProps: core.getLabelProps,
    /** Props for the `<input>`: the caller's merged in (handlers chained, `ref` and `aria-describedby` merged). */
    getInputProps: (props: InputProps = {}) =>
      core.getInputProps({
        ...props,
        'aria-describedby': tokens(options.resultText !== '' && resultId, hasErrorMessage && errorId, props['aria-describedby']),
        'aria-invalid': options.isInvalid === true || undefined,
        'aria-busy': options.isLoading || undefined,
        required: options.required,
      }),
    getMenuProps: core.getMenuProps,
    getItemProps: core.getItemProps,
    /** Props for the result line, the input's description. */
    getResultProps: <P extends object>(props: P = {} as P) => ({ ...props, id: resultId }),
    /** Props for the form library's error text, part of the input's description. */
    getErrorMessageProps: <P extends object>(props: P = {} as P) => ({ ...props, id: errorId }),
  };
  return { getters, hasErrorMessage };
}
