const { createApp } = Vue;

createApp({
  data() {
    return {
      slots: [
        { code: 'S10', label: '10:00 – 11:00', full: false },
        { code: 'S11', label: '11:00 – 12:00', full: false },
        { code: 'S12', label: '12:00 – 13:00', full: true },
        { code: 'S13', label: '13:00 – 14:00', full: false },
        { code: 'S14', label: '14:00 – 15:00', full: false }
      ],
      activityOptions: [
        { code: 'TRACTOR', label: 'Tractor and trailer ride' },
        { code: 'LAMB', label: 'Bottle-feeding the lambs' },
        { code: 'DAIRY', label: 'Milking parlour tour' },
        { code: 'PICK', label: 'Pick-your-own strawberries' },
        { code: 'WALK', label: 'Guided hedgerow walk' }
      ],
      form: {
        visitDay: '',
        slot: '',
        adults: 1,
        children: 0,
        infants: 0,
        activities: [],
        travel: '',
        blueBadge: false,
        booker: { name: '', email: '', postcode: '' },
        hygieneAgreed: false,
        farmNews: true
      },
      errors: {},
      sending: false,
      failed: false,
      reference: ''
    };
  },
  methods: {
    validate() {
      const e = {};
      if (!this.form.visitDay) e.visitDay = 'Choose a day';
      if (!this.form.slot) e.slot = 'Choose an arrival time';
      if (!(this.form.adults >= 1)) e.tickets = 'Every group needs at least one adult';
      if (!this.form.booker.name) e.name = 'Enter your name';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(this.form.booker.email)) e.email = 'Enter a valid email address';
      if (!this.form.hygieneAgreed) e.hygieneAgreed = 'Please agree to the hygiene rules';
      this.errors = e;
      return Object.keys(e).length === 0;
    },
    async submit() {
      this.failed = false;
      if (!this.validate()) return;
      this.sending = true;
      const f = this.form;
      const payload = {
        visitDay: f.visitDay,
        slot: f.slot,
        tickets: { adults: f.adults, children: f.children || 0, infants: f.infants || 0 },
        activities: this.activityOptions.map(a => a.code).filter(c => f.activities.includes(c)),
        travel: f.travel,
        blueBadge: f.travel === 'CAR' && f.blueBadge,
        booker: { ...f.booker, postcode: f.booker.postcode.toUpperCase() },
        hygieneAgreed: f.hygieneAgreed,
        farmNews: f.farmNews
      };
      try {
        const res = await fetch('api/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload)
        });
        if (!res.ok) throw new Error(String(res.status));
        const json = await res.json();
        this.reference = json.reference;
      } catch (err) {
        this.failed = true;
      } finally {
        this.sending = false;
      }
    }
  }
}).mount('#app');
