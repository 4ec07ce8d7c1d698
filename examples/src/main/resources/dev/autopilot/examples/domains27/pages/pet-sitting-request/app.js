const { createApp } = Vue;
const TASKS = ['feed', 'walk', 'litter', 'meds', 'plants', 'post'];

createApp({
  data() {
    return {
      form: {
        ownerName: '', email: '', phone: '', postcode: '',
        species: '', petCount: 1, petNames: '',
        startDate: '', endDate: '', care: 'visit1', tasks: ['feed'], medication: '',
        keys: '', vet: '', notes: '',
        acceptTerms: false, marketing: true
      },
      sending: false,
      done: false,
      reference: '',
      error: ''
    };
  },
  methods: {
    validate() {
      const f = this.form;
      if (!f.ownerName || !f.email || !f.phone || !f.postcode) return 'Please fill in your name, email, phone number and postcode.';
      if (!/^\S+@\S+\.\S+$/.test(f.email)) return 'Please enter a valid email address.';
      if (!/^BS\d{1,2}\s?\d[A-Z]{2}$/i.test(f.postcode)) return 'Sorry, we only cover Bristol (BS) postcodes.';
      if (!f.species) return 'Please tell us what type of pet you have.';
      if (!f.startDate || !f.endDate) return 'Please give the first and last day of sitting.';
      if (f.endDate < f.startDate) return 'The last day cannot be before the first day.';
      if (!f.keys) return 'Please tell us how the sitter will get in.';
      if (!f.acceptTerms) return 'Please accept the service agreement.';
      return '';
    },
    async send() {
      this.error = this.validate();
      if (this.error) return;
      this.sending = true;
      const body = { ...this.form };
      // keep the tasks in the order the form lists them
      body.tasks = TASKS.filter(t => this.form.tasks.includes(t));
      if (!body.tasks.includes('meds')) body.medication = '';
      try {
        const res = await fetch('api/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body)
        });
        if (!res.ok) throw new Error(res.status);
        const data = await res.json();
        this.reference = data.reference;
        this.done = true;
      } catch (e) {
        this.error = 'We could not send your request. Please try again.';
      } finally {
        this.sending = false;
      }
    }
  }
}).mount('#app');
