// window.ReactFinalForm (Form, Field, FormSpy, ...) and window.FinalForm (createForm, FORM_ERROR, ...).
import * as ReactFinalForm from 'react-final-form';
import * as FinalForm from 'final-form';
window.ReactFinalForm = ReactFinalForm;
window.FinalForm = FinalForm;
