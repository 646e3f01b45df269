import { lazy, Suspense } from 'react';
import type { DerivedSettingsFormProps } from './DerivedSettingsForm.tsx';

// The form and the field kinds' controls are their own chunk: the board route loads it when a
// settings panel first opens (the widget's definition, which imports the kinds, has loaded by then).
const Form = lazy(() =>
  import('./DerivedSettingsForm.tsx').then((module) => ({ default: module.DerivedSettingsForm })),
);

/** DerivedSettingsForm, loaded on first use. */
export function LazyDerivedSettingsForm(props: DerivedSettingsFormProps) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
