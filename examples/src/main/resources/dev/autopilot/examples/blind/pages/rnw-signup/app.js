// react-native-web 0.19.13, a React Native screen on the web as its docs set it up:
// AppRegistry.registerComponent / runApplication, View, Text, TextInput (onChangeText,
// inputMode, autoComplete), Switch, StyleSheet.create, and a Pressable as the submit button
// (it renders a <div>, not a <button>). Each label is a Text with a nativeID that its input
// names with aria-labelledby; a Switch takes its name from aria-label (set on its checkbox).
const h = React.createElement;
const { AppRegistry, View, Text, TextInput, Pressable, Switch, StyleSheet, ScrollView, ActivityIndicator } = window.ReactNativeWeb;

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', paddingVertical: 32, paddingHorizontal: 16 },
  card: { width: '100%', maxWidth: 520, backgroundColor: '#fff', borderRadius: 12, padding: 24, shadowColor: '#000', shadowOpacity: 0.1, shadowRadius: 8 },
  title: { fontSize: 24, fontWeight: '700', marginBottom: 4, color: '#14213d' },
  subtitle: { fontSize: 14, color: '#5c677d', marginBottom: 16 },
  label: { fontSize: 14, fontWeight: '600', color: '#14213d', marginTop: 14, marginBottom: 6 },
  input: { borderWidth: 1, borderColor: '#c9ced8', borderRadius: 8, paddingHorizontal: 12, paddingVertical: 10, fontSize: 16 },
  inputError: { borderColor: '#c62828' },
  error: { color: '#c62828', fontSize: 13, marginTop: 4 },
  row: { flexDirection: 'row', alignItems: 'center', marginTop: 16 },
  switchLabel: { marginLeft: 10, fontSize: 14, color: '#14213d', flexShrink: 1 },
  button: { marginTop: 24, backgroundColor: '#fca311', borderRadius: 8, paddingVertical: 14, alignItems: 'center' },
  buttonPressed: { opacity: 0.8 },
  buttonText: { color: '#14213d', fontSize: 16, fontWeight: '700' },
  done: { fontSize: 18, color: '#1b5e20', fontWeight: '600' },
});

const fields = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', autoComplete: 'email', inputMode: 'email' },
  { key: 'phone', label: 'Mobile number', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'city', label: 'City you want to drive in', autoComplete: 'address-level2' },
  { key: 'vehicle', label: 'Vehicle type (car, bike or scooter)' },
];

function SignUp() {
  const [values, setValues] = React.useState({ firstName: '', lastName: '', email: '', phone: '', city: '', vehicle: '', terms: false, news: false });
  const [errors, setErrors] = React.useState({});
  const [state, setState] = React.useState('editing');
  const set = (key, value) => setValues(v => Object.assign({}, v, { [key]: value }));

  const submit = async () => {
    const e = {};
    for (const f of fields) if (!values[f.key].trim()) e[f.key] = f.label + ' is required';
    if (values.email && !/.+@.+\..+/.test(values.email)) e.email = 'Enter a valid email';
    if (!values.terms) e.terms = 'Please accept the terms';
    setErrors(e);
    if (Object.keys(e).length) return;
    setState('sending');
    const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) });
    setState(res.ok ? 'sent' : 'editing');
  };

  if (state === 'sent') {
    return h(View, { style: styles.screen }, h(View, { style: styles.card },
      h(Text, { style: styles.done, role: 'status' }, 'Thanks, ' + values.firstName + '! Your sign-up was received. We will text you within two days.')));
  }
  return h(ScrollView, { contentContainerStyle: styles.screen }, h(View, { style: styles.card },
    h(Text, { style: styles.title, role: 'heading', 'aria-level': 1 }, 'Drive with Litware'),
    h(Text, { style: styles.subtitle }, 'Sign up in two minutes. All fields are required.'),
    fields.map(f => h(View, { key: f.key },
      h(Text, { style: styles.label, nativeID: f.key + 'Label' }, f.label + ' *'),
      h(TextInput, {
        style: [styles.input, errors[f.key] && styles.inputError], value: values[f.key], onChangeText: t => set(f.key, t),
        'aria-labelledby': f.key + 'Label', autoComplete: f.autoComplete, inputMode: f.inputMode,
      }),
      errors[f.key] ? h(Text, { style: styles.error }, errors[f.key]) : null)),
    h(View, { style: styles.row },
      h(Switch, { value: values.terms, onValueChange: v => set('terms', v), 'aria-label': 'I accept the driver terms and the privacy policy' }),
      h(Text, { style: styles.switchLabel, nativeID: 'termsLabel' }, 'I accept the driver terms and the privacy policy *')),
    errors.terms ? h(Text, { style: styles.error }, errors.terms) : null,
    h(View, { style: styles.row },
      h(Switch, { value: values.news, onValueChange: v => set('news', v), 'aria-label': 'Send me news and offers by email' }),
      h(Text, { style: styles.switchLabel, nativeID: 'newsLabel' }, 'Send me news and offers by email')),
    h(Pressable, { onPress: submit, disabled: state === 'sending', style: ({ pressed }) => [styles.button, pressed && styles.buttonPressed], role: 'button' },
      state === 'sending' ? h(ActivityIndicator, { color: '#14213d' }) : h(Text, { style: styles.buttonText }, 'Sign up'))));
}

AppRegistry.registerComponent('SignUp', () => SignUp);
AppRegistry.runApplication('SignUp', { rootTag: document.getElementById('root') });
