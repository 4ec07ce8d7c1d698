const { createApp } = Vue;

createApp({
  data() {
    return {
      tables: [
        { value: 'snooker12', label: 'Full-size snooker table (12 ft)' },
        { value: 'pool7', label: 'Pool table (7 ft, UK 8-ball)' },
        { value: 'private', label: 'Private room with snooker table (up to 8 people, +£10)' },
      ],
      starts: Array.from({ length: 13 }, (_, i) => {
        const h = 10 + i;
        const label = h === 12 ? '12 noon' : (h > 12 ? (h - 12) + ':00 pm' : h + ':00 am');
        return { value: 't' + h, label };
      }),
      form: {
        table: '', date: '', start: '', hours: '1', players: '2',
        member: false, memberNo: '', extras: [], name: '', email: '', mobile: '',
        ageConfirmed: false, smsOffers: true,
      },
      errors: {},
      sending: false,
      confirmed: '',
      serverError: '',
      today: new Date().toISOString().slice(0, 10),
    };
  },
  methods: {
    validate() {
      const e = {};
      const f = this.form;
      if (!f.table) e.table = 'Choose a table.';
      if (!f.date) e.date = 'Choose a date.';
      if (!f.start) e.start = 'Choose a start time.';
      if (!(Number(f.players) >= 1 && Number(f.players) <= 8)) e.players = 'Between 1 and 8 players.';
      if (f.member && !/^BR-\d{5}$/i.test(f.memberNo)) e.memberNo = 'Membership numbers look like BR-12345.';
      if (!f.name) e.name = 'Enter your name.';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email)) e.email = 'Enter a valid email address.';
      if (!f.mobile) e.mobile = 'Enter a mobile number.';
      if (!f.ageConfirmed) e.ageConfirmed = 'Please confirm the age rule.';
      this.errors = e;
      return Object.keys(e).length === 0;
    },
    async submit() {
      if (!this.validate()) return;
      const f = this.form;
      const body = {
        table: f.table,
        date: f.date,
        start: f.start,
        hours: f.hours,
        players: Number(f.players),
        member: f.member,
        memberNo: f.member ? f.memberNo : undefined,
        extras: f.extras,
        contact: { name: f.name, email: f.email, mobile: f.mobile },
        ageConfirmed: f.ageConfirmed,
        smsOffers: f.smsOffers || undefined,
      };
      this.sending = true;
      this.serverError = '';
      try {
        const res = await fetch('api/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        });
        const data = await res.json();
        if (!res.ok || !data.ok) throw new Error('failed');
        this.confirmed = data.reference;
      } catch (err) {
        this.serverError = 'We could not take your booking just now. Please ring the bar on 01632 960 147.';
      } finally {
        this.sending = false;
      }
    },
  },
}).mount('#app');
