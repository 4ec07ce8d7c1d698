// window.ReactDatePicker: the default DatePicker component of react-datepicker, and its helpers.
import DatePicker, { registerLocale, setDefaultLocale } from 'react-datepicker';
window.ReactDatePicker = { DatePicker, registerLocale, setDefaultLocale };
