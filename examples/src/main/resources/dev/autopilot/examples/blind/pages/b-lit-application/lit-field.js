// Form-associated Lit components (ElementInternals), as in Lit's docs on custom form controls:
// the <input> lives in the shadow root, the element reports its value to the outer <form>.
import { LitElement, html, css } from 'lit';

const shared = css`
  :host { display: block; margin-bottom: 16px; }
  label { display: block; font-weight: 600; font-size: 14px; margin-bottom: 6px; }
  .req { color: #d12f4b; }
  input, textarea { width: 100%; box-sizing: border-box; font: inherit; padding: 9px 11px; border: 1px solid #c6cad8; border-radius: 8px; }
  textarea { min-height: 96px; }
  input:focus, textarea:focus { outline: 2px solid #324fff; border-color: transparent; }
  .check { display: flex; gap: 8px; align-items: flex-start; font-weight: normal; }
  .check input { width: auto; margin-top: 3px; }
`;

export class LitField extends LitElement {
  static formAssociated = true;
  static properties = {
    label: { type: String },
    name: { type: String, reflect: true },
    type: { type: String },
    autocomplete: { type: String },
    required: { type: Boolean, reflect: true },
    value: { type: String },
  };
  static styles = shared;

  constructor() {
    super();
    this.internals = this.attachInternals();
    this.type = 'text';
    this.value = '';
    this.required = false;
  }

  get control() { return this.renderRoot?.querySelector('#control'); }

  updated() {
    this.internals.setFormValue(this.value);
    if (this.required && !this.value.trim()) {
      this.internals.setValidity({ valueMissing: true }, `Please fill in ${this.label}.`, this.control);
    } else if (this.type === 'email' && this.value && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(this.value)) {
      this.internals.setValidity({ typeMismatch: true }, 'Please enter a valid email address.', this.control);
    } else {
      this.internals.setValidity({});
    }
  }

  _onInput(e) { this.value = e.target.value; }

  formResetCallback() { this.value = ''; }

  render() {
    const star = this.required ? html`<span class="req" aria-hidden="true"> *</span>` : '';
    const control = this.type === 'textarea'
      ? html`<textarea id="control" name=${this.name} ?required=${this.required} .value=${this.value} @input=${this._onInput}></textarea>`
      : html`<input id="control" name=${this.name} type=${this.type} autocomplete=${this.autocomplete ?? 'off'}
               ?required=${this.required} .value=${this.value} @input=${this._onInput} @change=${this._onInput}>`;
    return html`<label for="control">${this.label}${star}</label>${control}`;
  }
}

export class LitCheckbox extends LitElement {
  static formAssociated = true;
  static properties = {
    label: { type: String },
    name: { type: String, reflect: true },
    required: { type: Boolean, reflect: true },
    checked: { type: Boolean },
  };
  static styles = shared;

  constructor() {
    super();
    this.internals = this.attachInternals();
    this.checked = false;
    this.required = false;
  }

  updated() {
    this.internals.setFormValue(this.checked ? 'on' : null);
    const box = this.renderRoot.querySelector('#control');
    if (this.required && !this.checked) {
      this.internals.setValidity({ valueMissing: true }, 'Please tick this box to continue.', box);
    } else {
      this.internals.setValidity({});
    }
  }

  render() {
    return html`<label class="check"><input id="control" type="checkbox" ?required=${this.required}
        .checked=${this.checked} @change=${e => { this.checked = e.target.checked; }}>
      <span>${this.label}${this.required ? html`<span class="req" aria-hidden="true"> *</span>` : ''}</span></label>`;
  }
}

customElements.define('lit-field', LitField);
customElements.define('lit-checkbox', LitCheckbox);
