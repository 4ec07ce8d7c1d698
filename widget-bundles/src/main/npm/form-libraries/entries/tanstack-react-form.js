// window.TanStackReactForm: every export of @tanstack/react-form (useForm, useField, ...).
import * as TanStackReactForm from '@tanstack/react-form';
window.TanStackReactForm = TanStackReactForm;
