// window.ReactNativeWeb: every export of react-native-web (View, Text, TextInput, Pressable, ...).
import * as ReactNativeWeb from 'react-native-web';
window.ReactNativeWeb = ReactNativeWeb;
