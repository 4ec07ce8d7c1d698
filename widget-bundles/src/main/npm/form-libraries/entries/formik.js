// window.Formik: every export of formik (Formik, Form, Field, ErrorMessage, useFormik, ...).
import * as Formik from 'formik';
window.Formik = Formik;
