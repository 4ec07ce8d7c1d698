// window.ReactHookForm: every export of react-hook-form (useForm, Controller, ...).
import * as ReactHookForm from 'react-hook-form';
window.ReactHookForm = ReactHookForm;
