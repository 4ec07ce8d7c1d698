const { createApp, reactive, ref } = Vue;

createApp({
  setup() {
    const courses = [
      { value: 'EFAW', label: 'Emergency First Aid at Work – 1 day, £95 (HSE-compliant certificate)' },
      { value: 'CFA3', label: 'Community first aid evening – 3 hours, free' },
      { value: 'PAED', label: 'Baby and child first aid – 4 hours, £30' },
      { value: 'MHFA', label: 'Mental Health First Aid – 2 days, £180' }
    ];
    const dates = [
      { value: 'c0309', label: 'Tuesday 9 March 2027' },
      { value: 'c0320', label: 'Saturday 20 March 2027' },
      { value: 'c0407', label: 'Wednesday 7 April 2027' },
      { value: 'c0424', label: 'Saturday 24 April 2027' }
    ];
    const reasonOptions = [
      { value: 'kids', label: 'I look after children or grandchildren' },
      { value: 'aed', label: 'There is a public defibrillator in our street or village' },
      { value: 'vol', label: 'I volunteer or run a community group' },
      { value: 'work', label: 'It is required for my job' },
      { value: 'interest', label: 'Personal interest' }
    ];
    const form = reactive({
      course: '', date: '', places: 1, bookingFor: 'self', organisation: '',
      attendee: { name: '', email: '', phone: '' },
      reasons: [], access: '', terms: false, marketing: true
    });
    const errors = reactive({});
    const sending = ref(false);
    const failure = ref('');
    const reference = ref('');

    function validate() {
      for (const k of Object.keys(errors)) delete errors[k];
      if (!form.course) errors.course = 'Please choose a course.';
      if (!form.date) errors.date = 'Please choose a date.';
      if (!form.attendee.name) errors.name = 'Please enter the attendee\u2019s name.';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.attendee.email)) errors.email = 'Please enter a valid email address.';
      if (!form.terms) errors.terms = 'You need to agree to the booking terms.';
      return Object.keys(errors).length === 0;
    }

    async function submit() {
      failure.value = '';
      if (!validate()) return;
      sending.value = true;
      const body = {
        course: form.course,
        date: form.date,
        places: form.places,
        bookingFor: form.bookingFor,
        organisation: form.bookingFor === 'org' ? form.organisation : '',
        attendee: { ...form.attendee },
        reasons: reasonOptions.map((r) => r.value).filter((v) => form.reasons.includes(v)),
        access: form.access,
        terms: form.terms,
        marketing: form.marketing
      };
      try {
        const res = await fetch('api/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body)
        });
        if (!res.ok) throw new Error(String(res.status));
        const data = await res.json();
        reference.value = data.reference;
      } catch (e) {
        failure.value = 'Sorry, the booking could not be made. Please try again.';
      } finally {
        sending.value = false;
      }
    }

    return { courses, dates, reasonOptions, form, errors, sending, failure, reference, submit };
  }
}).mount('#app');
