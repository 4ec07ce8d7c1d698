// window.Yup: every export of yup (object, string, boolean, date, ...).
import * as Yup from 'yup';
window.Yup = Yup;
