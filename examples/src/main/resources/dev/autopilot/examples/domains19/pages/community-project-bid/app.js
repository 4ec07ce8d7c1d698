const { createApp } = Vue;

createApp({
  data() {
    return {
      orgTypes: [
        { code: 'unincorporated', label: 'Constituted voluntary or community group' },
        { code: 'charity', label: 'Registered charity (unincorporated)' },
        { code: 'cio', label: 'Charitable incorporated organisation (CIO)' },
        { code: 'cic', label: 'Community interest company (CIC)' },
        { code: 'school', label: 'School' },
        { code: 'parish', label: 'Town or parish council' },
      ],
      beneficiaryOptions: [
        { code: 'children', label: 'Children and young people' },
        { code: 'older', label: 'Older people' },
        { code: 'disabled', label: 'Disabled people' },
        { code: 'carers', label: 'Carers' },
        { code: 'low_income', label: 'People on low incomes' },
        { code: 'everyone', label: 'The whole community' },
      ],
      priorities: [
        { code: 'together', label: 'Bring people together and build strong relationships' },
        { code: 'places', label: 'Improve the places and spaces that matter to communities' },
        { code: 'potential', label: 'Help more people to reach their potential' },
      ],
      organisation: { name: '', type: '', number: '', postcode: '' },
      contact: { name: '', role: '', email: '', phone: '' },
      project: { title: '', summary: '', amount: null, reach: null, start: '', end: '', beneficiaries: [], priority: '' },
      declaration: { confirmed: false, funding_news: false },
      errors: [],
      sending: false,
      reference: '',
    };
  },
  computed: {
    needsNumber() {
      return ['charity', 'cio', 'cic'].includes(this.organisation.type);
    },
  },
  methods: {
    validate() {
      const e = [];
      if (!this.organisation.name) e.push('the name of your organisation');
      if (!this.organisation.type) e.push('the type of organisation');
      if (!this.organisation.postcode) e.push('your postcode');
      if (!this.contact.name) e.push('the contact name');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(this.contact.email)) e.push('a valid email address');
      if (!this.contact.phone) e.push('a telephone number');
      if (!this.project.title) e.push('a project title');
      if (this.project.summary.trim().length < 30) e.push('a description of at least 30 characters');
      if (!(this.project.amount >= 300 && this.project.amount <= 10000)) e.push('an amount between £300 and £10,000');
      if (!(this.project.reach >= 1)) e.push('how many people will benefit');
      if (!this.project.start || !this.project.end) e.push('start and end dates');
      else if (this.project.end < this.project.start) e.push('an end date after the start date');
      if (!this.project.beneficiaries.length) e.push('who will benefit');
      if (!this.project.priority) e.push('a funding priority');
      if (!this.declaration.confirmed) e.push('the declaration');
      return e;
    },
    async submit() {
      this.errors = this.validate();
      if (this.errors.length) return;
      this.sending = true;
      const payload = {
        organisation: { ...this.organisation },
        contact: { ...this.contact },
        project: { ...this.project, summary: this.project.summary.trim() },
        declaration: { ...this.declaration },
      };
      if (!this.needsNumber) delete payload.organisation.number;
      try {
        const res = await fetch('api/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        });
        if (!res.ok) throw new Error(res.statusText);
        const body = await res.json();
        this.reference = body.reference;
      } catch (err) {
        this.errors = ['We could not send your application. Please try again.'];
      } finally {
        this.sending = false;
      }
    },
  },
}).mount('#app');
