const { createApp } = Vue;

createApp({
  data() {
    return {
      sessions: [
        { code: 'TUE_AM', text: 'Tuesday 9:15–11:15am' },
        { code: 'THU_AM', text: 'Thursday 9:15–11:15am' },
        { code: 'THU_PM', text: 'Thursday 6:00–7:30pm' },
        { code: 'SAT_AM', text: 'Saturday 9:00–11:00am' }
      ],
      form: {
        child: { firstName: '', lastName: '', dob: '' },
        toilet: '',
        allergies: '',
        sessions: [],
        weekBeginning: '',
        activity: '',
        parent: { name: '', mobile: '' },
        cardNumber: '',
        payment: 'PAYG',
        staysOnSite: false,
        photoConsent: true
      },
      errors: [],
      sending: false,
      reference: ''
    };
  },
  methods: {
    validate() {
      const f = this.form;
      const e = [];
      if (!f.child.firstName || !f.child.lastName) e.push("Enter your child's first name and surname");
      if (!f.child.dob) e.push("Enter your child's date of birth");
      if (!f.toilet) e.push('Tell us about toilet training');
      if (f.sessions.length === 0) e.push('Choose at least one session');
      if (!f.weekBeginning) e.push('Enter the first week');
      if (!f.activity) e.push('Select what you will be doing');
      if (!f.parent.name) e.push('Enter your full name');
      if (!f.parent.mobile) e.push('Enter your mobile number');
      if (f.cardNumber && !/^RL\d{6}$/.test(f.cardNumber)) e.push('Leisure card numbers are RL followed by six digits');
      if (f.payment === 'MEMBER' && !f.cardNumber) e.push('Enter your leisure card number to use your membership');
      if (!f.staysOnSite) e.push('You must agree to stay in the centre');
      return e;
    },
    async submit() {
      this.errors = this.validate();
      if (this.errors.length) return;
      this.sending = true;
      try {
        const res = await fetch('api/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(this.form)
        });
        if (!res.ok) throw new Error('HTTP ' + res.status);
        const data = await res.json();
        this.reference = data.reference;
      } catch (err) {
        this.errors = ['The booking could not be made. Please try again.'];
      } finally {
        this.sending = false;
      }
    }
  }
}).mount('#app');
