const { createApp } = Vue;

createApp({
  data() {
    return {
      packages: [
        { code: 'SOFT', title: 'Soft Play Party', price: '£12.50 per child' },
        { code: 'DISCO', title: 'Disco & Soft Play Party', price: '£15 per child' },
        { code: 'TRAMP', title: 'Trampoline Party (ages 5+)', price: '£17 per child' }
      ],
      addOns: [
        { code: 'CAKE', label: 'Birthday cake with candles (+£25)' },
        { code: 'BAGS', label: 'Party bags (+£3 per child)' },
        { code: 'JIM', label: 'Visit from Jungle Jim the gorilla (+£20)' },
        { code: 'ROOM', label: 'Private party room upgrade (+£40)' }
      ],
      form: {
        package: 'SOFT',
        date: '',
        startTime: '',
        children: 10,
        food: 'HOT',
        childName: '',
        childAge: null,
        addOns: [],
        allergies: '',
        terms: false,
        birthdayClub: true
      },
      parent: { name: '', email: '', phone: '' },
      errors: [],
      sending: false,
      reference: ''
    };
  },
  methods: {
    validate() {
      const e = [];
      if (!this.form.date) e.push('Please choose a party date.');
      if (!this.form.startTime) e.push('Please choose a start time.');
      if (!(this.form.children >= 10 && this.form.children <= 30)) e.push('Parties are for 10 to 30 children.');
      if (!this.form.childName) e.push("Please tell us the birthday child's name.");
      if (!this.parent.name) e.push('Please enter your name.');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(this.parent.email)) e.push('Please enter a valid email address.');
      if (!this.parent.phone) e.push('Please enter a phone number.');
      if (this.form.package === 'TRAMP' && this.form.childAge && this.form.childAge < 5) e.push('Trampoline parties are for ages 5 and up.');
      if (!this.form.terms) e.push('Please accept the party terms.');
      return e;
    },
    async submit() {
      this.errors = this.validate();
      if (this.errors.length) return;
      this.sending = true;
      const payload = {
        package: this.form.package,
        date: this.form.date,
        startTime: this.form.startTime,
        children: this.form.children,
        food: this.form.food,
        birthdayChild: { name: this.form.childName, age: this.form.childAge },
        addOns: this.addOns.map(a => a.code).filter(c => this.form.addOns.includes(c)),
        allergies: this.form.allergies,
        parent: this.parent,
        termsAccepted: this.form.terms,
        birthdayClub: this.form.birthdayClub
      };
      try {
        const res = await fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
        if (!res.ok) throw new Error(String(res.status));
        const data = await res.json();
        this.reference = data.reference;
      } catch (err) {
        this.errors = ['Sorry, we could not send your request. Please try again or call us on 01604 960 772.'];
      } finally {
        this.sending = false;
      }
    }
  }
}).mount('#app');
