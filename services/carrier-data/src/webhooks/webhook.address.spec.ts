import { isDeliverableAddress, mappedIPv4, urlRefusal } from './webhook.address';

const strict = { allowLoopback: false };
const loopbackAllowed = { allowLoopback: true };

describe('webhook addresses', () => {
  it.each([
    '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.10', // private
    '127.0.0.1', '127.8.9.10', // loopback
    '169.254.169.254', '169.254.0.1', // link-local, cloud metadata
    '0.0.0.0', '0.1.2.3', // unspecified
    '100.64.0.1', '100.127.255.254', // carrier-grade NAT
    '224.0.0.1', '239.255.255.250', // multicast
    '255.255.255.255', '240.0.0.1', '192.0.2.1', '198.18.0.1',
  ])('should refuse the IPv4 address %s', (address) => {
    expect(isDeliverableAddress(address, strict)).toBe(false);
  });

  it.each([
    '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', 'ff02::1', '2001:db8::1', '64:ff9b::a00:1', '2002:a00:1::1', '2001:0:4136:e378::1', '[::1]', '::ffff:0:a00:1', '::a00:1',
  ])('should refuse the IPv6 address %s', (address) => {
    expect(isDeliverableAddress(address, strict)).toBe(false);
  });

  it.each(['::ffff:10.0.0.1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:c0a8:0101', '::ffff:0.0.0.0'])(
    'should judge the IPv4-mapped IPv6 address %s as the IPv4 address it carries, and refuse it',
    (address) => {
      expect(isDeliverableAddress(address, strict)).toBe(false);
    },
  );

  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2a00:1450:4007:80e::200e'])(
    'should deliver to the public address %s',
    (address) => {
      expect(isDeliverableAddress(address, strict)).toBe(true);
    },
  );

  it('should read the IPv4 address inside a mapped IPv6 address, in both notations', () => {
    expect(mappedIPv4('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(mappedIPv4('::ffff:a01:203')).toBe('10.1.2.3');
    expect(mappedIPv4('::1')).toBeNull();
    expect(mappedIPv4('2001:db8::ffff:1:2')).toBeNull();
  });

  it('should refuse what is not an IP address', () => {
    expect(isDeliverableAddress('localhost', loopbackAllowed)).toBe(false);
    expect(isDeliverableAddress('', loopbackAllowed)).toBe(false);
  });

  it('should let WEBHOOK_ALLOW_LOOPBACK open loopback and nothing else', () => {
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isDeliverableAddress(a, loopbackAllowed)).toBe(true);
    for (const a of ['10.0.0.1', '169.254.169.254', 'fd00:ec2::254', '192.168.0.1', '0.0.0.0', '::']) expect(isDeliverableAddress(a, loopbackAllowed)).toBe(false);
  });

  it('should want https, except plain http to loopback when loopback is allowed', () => {
    expect(urlRefusal('https://tms.example.com/hooks', strict)).toBeNull();
    expect(urlRefusal('http://tms.example.com/hooks', strict)).toBe('HTTPS_REQUIRED');
    expect(urlRefusal('http://127.0.0.1:8080/hooks', strict)).toBe('ADDRESS_NOT_ALLOWED');
    expect(urlRefusal('http://127.0.0.1:8080/hooks', loopbackAllowed)).toBeNull();
    expect(urlRefusal('http://[::1]:8080/hooks', loopbackAllowed)).toBeNull();
    expect(urlRefusal('http://localhost:8080/hooks', loopbackAllowed)).toBe('HTTPS_REQUIRED');
    expect(urlRefusal('https://10.0.0.5/hooks', loopbackAllowed)).toBe('ADDRESS_NOT_ALLOWED');
    expect(urlRefusal('https://169.254.169.254/latest/meta-data', loopbackAllowed)).toBe('ADDRESS_NOT_ALLOWED');
    expect(urlRefusal('https://[::ffff:192.168.0.1]/hooks', loopbackAllowed)).toBe('ADDRESS_NOT_ALLOWED');
    expect(urlRefusal('http://10.0.0.5/hooks', loopbackAllowed)).toBe('ADDRESS_NOT_ALLOWED');
  });
});
