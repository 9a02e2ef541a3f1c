/* global window, document */
// A stand-in for Google's https://apis.google.com/js/api.js, which the browser tests serve in its
// place (the test machine has no internet). Firebase's pop-up sign-in, and the Auth emulator's
// helper frame, use only its `gapi.iframes` messaging between the app and that frame; this gives
// them exactly that over postMessage. Everything else of the pop-up flow is the real thing: the
// Firebase SDK in the app, the emulator's sign-in page in the pop-up and its helper frame.
(function () {
  var TAG = 'mise-gapi-stand-in';
  var FILTER = function () {
    return true;
  };
  var pending = {};
  var nextId = 1;

  /** One end of a channel to `peer` (a window): register handlers, send with replies. */
  function channel(peer) {
    var handlers = {};
    var queued = [];
    var end = {
      register: function (type, handler) {
        handlers[type] = handler;
        var waiting = queued.filter(function (message) {
          return message.type === type;
        });
        queued = queued.filter(function (message) {
          return message.type !== type;
        });
        waiting.forEach(end.receive);
      },
      send: function (type, data, callback) {
        var id = nextId++;
        pending[id] = callback || function () {};
        peer().postMessage({ tag: TAG, kind: 'send', id: id, type: type, data: data }, '*');
      },
      receive: function (message) {
        var handler = handlers[message.type];
        if (!handler) {
          queued.push(message);
          return;
        }
        // A handler's failure is answered as such, not thrown into the page (as the real messaging does).
        new Promise(function (resolve) {
          resolve(handler(message.data));
        }).then(
          function (result) {
            peer().postMessage({ tag: TAG, kind: 'reply', id: message.id, results: [result] }, '*');
          },
          function (error) {
            peer().postMessage(
              {
                tag: TAG,
                kind: 'reply',
                id: message.id,
                results: [{ status: 'ERROR', error: String(error) }],
              },
              '*',
            );
          },
        );
      },
    };
    return end;
  }

  // The emulator's helper frame reads sessionStorage when gapi is loaded, which Chromium denies it
  // here (a frame of another site, 127.0.0.1 inside localhost): such failures stay inside too.
  function quietly(callback, argument) {
    try {
      callback(argument);
    } catch (error) {
      console.warn('gapi stand-in: a callback failed:', error);
    }
  }

  var inFrame = window.parent !== window;
  // In the helper frame: the channel to the app that embeds it (messages may come before it is asked for).
  var parentEnd = inFrame
    ? channel(function () {
        return window.parent;
      })
    : null;
  var frames = []; // in the app: { window, end, ready, onReady }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    if (message.kind === 'reply') {
      var callback = pending[message.id];
      delete pending[message.id];
      // As with the real messaging, a reply callback's exception stays inside it (Firebase's
      // web-storage check throws after answering, every time).
      if (callback) quietly(callback, message.results);
      return;
    }
    if (message.kind === 'hello') {
      frames.forEach(function (frame) {
        if (frame.window() === event.source) frame.markReady();
      });
      return;
    }
    if (message.kind === 'send') {
      if (event.source === window.parent && parentEnd) {
        parentEnd.receive(message);
        return;
      }
      frames.forEach(function (frame) {
        if (frame.window() === event.source) frame.end.receive(message);
      });
    }
  });

  function open(options, onOpen) {
    var element = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (name) {
      if (name === 'style') Object.assign(element.style, attributes.style);
      else element.setAttribute(name, attributes[name]);
    });
    element.src = options.url;
    var ready = false;
    var waiters = [];
    var frame = {
      window: function () {
        return element.contentWindow;
      },
      markReady: function () {
        ready = true;
        waiters.splice(0).forEach(function (waiter) {
          waiter();
        });
      },
    };
    frame.end = channel(frame.window);
    frames.push(frame);
    var handle = {
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var done = function () {
            if (callback) callback();
            resolve();
          };
          if (ready) done();
          else waiters.push(done);
        });
      },
      register: frame.end.register,
      send: frame.end.send,
    };
    (options.where || document.body).appendChild(element);
    return Promise.resolve(onOpen ? onOpen(handle) : handle);
  }

  var iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    Iframe: function () {},
    getContext: function () {
      return {
        open: open,
        getParentIframe: function () {
          return parentEnd;
        },
      };
    },
  };

  window.gapi = {
    iframes: iframes,
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) quietly(callback);
      }, 0);
    },
  };

  // In a frame: tell the page that embeds it that this end is listening.
  if (inFrame) window.parent.postMessage({ tag: TAG, kind: 'hello' }, '*');

  // The real script calls `gapi_onload`, or the function named by its `onload` query parameter.
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') quietly(window[onload]);
  if (typeof window.gapi_onload === 'function') quietly(window.gapi_onload);
})();
