// window.MuiXDatePickers: the MUI X DatePicker with its LocalizationProvider and the Day.js
// adapter, and window.MuiMaterial: the Material UI components a page puts around it, from the
// same bundle so that both share one Emotion cache and one theme.
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

window.MuiXDatePickers = { LocalizationProvider, DatePicker, AdapterDayjs, dayjs };
window.MuiMaterial = { Alert, Box, Button, Checkbox, Container, CssBaseline, FormControlLabel, MenuItem, Stack, TextField, Typography };
