const { createApp } = Vue;

createApp({
  data() {
    return {
      departments: [
        { code: 'OPS', name: 'Warehouse and operations' },
        { code: 'TRN', name: 'Transport and fleet' },
        { code: 'FIN', name: 'Finance' },
        { code: 'PPL', name: 'People (HR)' },
        { code: 'TEC', name: 'Technology' },
        { code: 'CSV', name: 'Customer service' },
        { code: 'SAL', name: 'Sales and account management' }
      ],
      bikeTypes: [
        { code: 'road', name: 'Road bike' },
        { code: 'hybrid', name: 'Hybrid or commuter bike' },
        { code: 'mtb', name: 'Mountain bike' },
        { code: 'ebike', name: 'Electric bike (e-bike)' },
        { code: 'folding', name: 'Folding bike' },
        { code: 'cargo', name: 'Cargo or family bike' }
      ],
      retailers: [
        { code: 'PSL', name: 'Pedal & Spoke, Leeds' },
        { code: 'CPB', name: 'Cyclepath, Bradford' },
        { code: 'WHC', name: 'Wheelhouse Cycles, Wakefield' },
        { code: 'NAT', name: 'National chain store (online or in store)' },
        { code: 'OTH', name: 'Another RideWell partner shop' }
      ],
      form: {
        employeeNumber: '',
        fullName: '',
        workEmail: '',
        department: '',
        commuteMiles: null,
        bikeType: '',
        retailer: '',
        bikeValue: null,
        accessoriesValue: 0,
        termMonths: 12,
        acceptHireAgreement: false,
        acceptSalarySacrifice: false,
        rideWellEvents: true
      },
      errors: {},
      sending: false,
      sendError: '',
      reference: ''
    };
  },
  computed: {
    total() {
      return (Number(this.form.bikeValue) || 0) + (Number(this.form.accessoriesValue) || 0);
    },
    monthly() {
      return (this.total / this.form.termMonths).toFixed(2);
    },
    firstName() {
      return this.form.fullName.split(' ')[0];
    },
    retailerName() {
      const r = this.retailers.find(x => x.code === this.form.retailer);
      return r ? r.name : 'your retailer';
    }
  },
  methods: {
    validate() {
      const e = {};
      if (!/^[A-Z][0-9]{5}$/.test(this.form.employeeNumber)) {
        e.employeeNumber = 'Enter your employee number as a capital letter and five digits, like E12345';
      }
      if (!this.form.fullName) e.fullName = 'Enter your full name';
      if (!/^[^@\s]+@harbourlogistics\.example\.com$/i.test(this.form.workEmail)) {
        e.workEmail = 'Use your @harbourlogistics.example.com email address';
      }
      if (!this.form.department) e.department = 'Choose your department';
      if (!this.form.bikeType) e.bikeType = 'Choose the type of bike';
      if (!this.form.retailer) e.retailer = 'Choose where you will get the bike';
      if (!this.form.bikeValue || this.form.bikeValue < 100) {
        e.bikeValue = 'Enter the price of the bike';
      } else if (this.total > 5000) {
        e.bikeValue = 'The bike and accessories together must not cost more than £5,000';
      }
      if (!this.form.acceptHireAgreement || !this.form.acceptSalarySacrifice) {
        e.agreements = 'You must accept the hire agreement and the salary sacrifice terms';
      }
      this.errors = e;
      return Object.keys(e).length === 0;
    },
    async submit() {
      if (!this.validate()) return;
      this.sending = true;
      this.sendError = '';
      try {
        const res = await fetch('api/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(this.form)
        });
        if (!res.ok) throw new Error('status ' + res.status);
        const body = await res.json();
        this.reference = body.reference;
      } catch (err) {
        this.sendError = 'We could not submit your application. Please try again in a few minutes.';
      } finally {
        this.sending = false;
      }
    }
  }
}).mount('#app');
