/**
 * The test provider's `checkout.js`: a `window.Razorpay` with Razorpay's own API
 * (`new Razorpay(options)`, `open()`, `on('payment.failed')`, `handler`, `modal.ondismiss`),
 * whose window is a dialog named "Test payment" with the amount and Pay, Fail and Close.
 * Pay asks the shop's test provider for a signed payment, as Razorpay's window does. Its UPI
 * choices follow `config.display.hide` as Razorpay's do: with the collect flow hidden (the
 * shop's PAYMENT_WINDOW_CONFIG) there is no UPI ID to type, and a phone-width screen gets
 * "Pay with a UPI app" (intent) where a desktop gets "Scan the QR with a UPI app". It closes
 * by itself after `timeout` seconds when the options say so, as Razorpay's does.
 * Styles are set through the DOM, which the shop's Content-Security-Policy allows.
 */
import { PHONE_MAX_WIDTH_PX, UPI_TEXTS } from '@shop/shared/checkout';

/** The test provider's stand-in for Razorpay's checkout script, on the shop's own origin. */
export const TEST_CHECKOUT_SCRIPT_PATH = '/api/test-payments/checkout.js';

export const TEST_CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  var UPI = ${JSON.stringify(UPI_TEXTS)};
  var PHONE_WIDTH = '(max-width: ${PHONE_MAX_WIDTH_PX}px)';
  var rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

  function element(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    Object.assign(node.style, style || {});
    return node;
  }

  function Razorpay(options) {
    this.options = options || {};
    this.listeners = {};
  }

  Razorpay.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
  };

  Razorpay.prototype.emit = function (event, detail) {
    (this.listeners[event] || []).forEach(function (listener) { listener(detail); });
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    var colour = (options.theme && options.theme.color) || '#7c4a1e';
    var dialog = element('dialog', '', {
      margin: 'auto', border: 'none', borderRadius: '16px', padding: '24px', width: 'min(360px, calc(100% - 32px))',
      fontFamily: 'system-ui, sans-serif', color: '#1c1917', boxShadow: '0 20px 50px rgba(0,0,0,0.35)',
    });
    dialog.setAttribute('aria-labelledby', 'test-payment-title');
    var title = element('h2', 'Test payment', { margin: '0 0 4px', fontSize: '20px' });
    title.id = 'test-payment-title';
    var shop = element('p', options.name || '', { margin: '0 0 16px', color: '#57534e' });
    var amount = element('p', rupees.format((options.amount || 0) / 100), { margin: '0 0 8px', fontSize: '28px', fontWeight: '700' });
    var note = element('p', 'No money moves: this is the shop’s built-in test provider.', { margin: '0 0 20px', fontSize: '14px', color: '#57534e' });
    var problem = element('p', '', { margin: '0 0 12px', color: '#b91c1c' });
    problem.setAttribute('role', 'alert');
    var hidden = (options.config && options.config.display && options.config.display.hide) || [];
    function hides(flow) {
      return hidden.some(function (rule) {
        return rule && rule.method === 'upi' && (!rule.flows || rule.flows.indexOf(flow) >= 0);
      });
    }
    var upi = element('section', '', { margin: '0 0 16px', padding: '12px', border: '1px solid #d6d3d1', borderRadius: '8px' });
    upi.setAttribute('aria-label', UPI.heading);
    upi.appendChild(element('h3', UPI.heading, { margin: '0 0 8px', fontSize: '16px' }));
    var upiButtons = [];
    function upiButton(text) {
      var button = element('button', text, { width: '100%', padding: '10px', borderRadius: '8px', fontSize: '15px', fontWeight: '600', cursor: 'pointer', background: '#fff', color: colour, border: '2px solid ' + colour, marginTop: '8px' });
      button.type = 'button';
      upiButtons.push(button);
      return button;
    }
    if (window.matchMedia(PHONE_WIDTH).matches) {
      if (!hides('intent')) upi.appendChild(upiButton(UPI.phone));
    } else if (!hides('qr')) {
      var code = element('div', '', { width: '120px', height: '120px', margin: '0 auto', border: '8px solid #fff', outline: '1px solid #d6d3d1', backgroundImage: 'repeating-linear-gradient(90deg, #1c1917 0 6px, #fff 6px 12px), repeating-linear-gradient(0deg, #1c1917 0 6px, #fff 6px 12px)', backgroundBlendMode: 'difference' });
      code.setAttribute('role', 'img');
      code.setAttribute('aria-label', 'UPI QR code');
      upi.appendChild(code);
      upi.appendChild(element('p', UPI.desktopHint, { margin: '8px 0 0', fontSize: '14px', color: '#57534e' }));
      upi.appendChild(upiButton(UPI.desktop));
    }
    if (!hides('collect')) {
      // Razorpay's collect flow, for a shop that has not hidden it: a UPI ID to type.
      var vpaLabel = element('label', 'UPI ID', { display: 'block', marginTop: '8px', fontSize: '14px' });
      var vpa = element('input', '', { display: 'block', width: '100%', marginTop: '4px', padding: '8px', boxSizing: 'border-box' });
      vpa.name = 'vpa';
      vpaLabel.appendChild(vpa);
      upi.appendChild(vpaLabel);
      upi.appendChild(upiButton('Verify and pay'));
    }
    var buttons = element('div', '', { display: 'flex', gap: '8px' });
    var base = { flex: '1', padding: '12px', borderRadius: '8px', fontSize: '16px', fontWeight: '600', cursor: 'pointer' };
    var pay = element('button', 'Pay', Object.assign({}, base, { background: colour, color: '#fff', border: 'none' }));
    var fail = element('button', 'Fail', Object.assign({}, base, { background: '#fff', color: '#b91c1c', border: '2px solid #b91c1c' }));
    var close = element('button', 'Close', Object.assign({}, base, { background: '#fff', color: '#1c1917', border: '2px solid #d6d3d1' }));
    [pay, fail, close].forEach(function (button) { button.type = 'button'; buttons.appendChild(button); });
    var parts = [title, shop, amount, note, problem];
    if (upi.childNodes.length > 1 && !hides()) parts.push(upi);
    parts.push(buttons);
    parts.forEach(function (node) { dialog.appendChild(node); });
    document.body.appendChild(dialog);

    var finished = false;
    // Razorpay's option timeout: the window closes by itself after that many seconds, as a
    // dismissal, and nothing can be paid in it any more.
    var closing = options.timeout > 0 ? setTimeout(function () { dismiss(); }, options.timeout * 1000) : undefined;
    function finish() {
      finished = true;
      clearTimeout(closing);
      dialog.close();
      dialog.remove();
    }
    function dismiss() {
      if (finished) return;
      finish();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }

    function payNow() {
      pay.disabled = true;
      upiButtons.forEach(function (button) { button.disabled = true; });
      problem.textContent = '';
      fetch('/api/test-payments/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: options.order_id }),
      })
        .then(function (response) {
          return response.json().then(function (body) {
            if (!response.ok) throw new Error(body.message || 'The test payment could not be made.');
            return body;
          });
        })
        .then(function (payment) {
          finish();
          if (typeof options.handler === 'function') options.handler(payment);
        })
        .catch(function (error) {
          pay.disabled = false;
          upiButtons.forEach(function (button) { button.disabled = false; });
          problem.textContent = error.message;
        });
    }
    pay.addEventListener('click', payNow);
    upiButtons.forEach(function (button) { button.addEventListener('click', payNow); });
    fail.addEventListener('click', function () {
      finish();
      self.emit('payment.failed', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your payment has failed.',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: options.order_id, payment_id: '' },
        },
      });
    });
    close.addEventListener('click', dismiss);
    dialog.addEventListener('cancel', function (event) {
      event.preventDefault();
      dismiss();
    });
    dialog.showModal();
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
