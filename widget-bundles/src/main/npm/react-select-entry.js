// The browser build of react-select: exposes window.ReactSelect (the default Select and
// the other entry points) and uses the page's own React and ReactDOM (react-global.js).
import Select, { components, createFilter } from 'react-select';
import AsyncSelect from 'react-select/async';
import CreatableSelect from 'react-select/creatable';

window.ReactSelect = { Select, AsyncSelect, CreatableSelect, components, createFilter };
